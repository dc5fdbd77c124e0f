// Being built (issue 4): replaced by the real screen.
export function Orders() {
  return <section className="screen"><h1>Orders</h1></section>;
}
