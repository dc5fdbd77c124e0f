// Being built (issue 4): replaced by the real screen.
export function Dashboard() {
  return <section className="screen"><h1>Dashboard</h1></section>;
}
