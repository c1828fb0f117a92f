// Stub: the mf-auth engineer fills this shell screen.
export default function LoadingPage() {
  return <h1>LoadingPage</h1>;
}
