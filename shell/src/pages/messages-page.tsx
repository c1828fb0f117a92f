// Stub: the mf-auth engineer fills this shell screen.
export default function MessagesPage() {
  return <h1>MessagesPage</h1>;
}
