// Being built (issue 4): replaced by the real screen.
export function OpeningHours() {
  return <section className="screen"><h1>OpeningHours</h1></section>;
}
