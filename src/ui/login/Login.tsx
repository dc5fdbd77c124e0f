// Being built (issue 4): replaced by the real screen.
export function Login() {
  return <section className="screen"><h1>Login</h1></section>;
}
