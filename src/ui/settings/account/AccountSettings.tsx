// Being built (issue 4): replaced by the real screen.
export function AccountSettings() {
  return <section className="screen"><h1>AccountSettings</h1></section>;
}
