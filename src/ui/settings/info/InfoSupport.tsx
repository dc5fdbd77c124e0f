// Being built (issue 4): replaced by the real screen.
export function InfoSupport() {
  return <section className="screen"><h1>InfoSupport</h1></section>;
}
