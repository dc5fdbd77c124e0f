// Being built (issue 4): replaced by the real screen.
export function ProductStatus() {
  return <section className="screen"><h1>ProductStatus</h1></section>;
}
