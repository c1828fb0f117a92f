// Stub: the mf-auth engineer fills this shell screen.
export default function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
