// Being built (issue 4): replaced by the real screen.
export function NotificationSettings() {
  return <section className="screen"><h1>NotificationSettings</h1></section>;
}
