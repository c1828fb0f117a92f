// Stub: the mf-auth engineer fills this shell screen.
export default function LandingPage() {
  return <h1>LandingPage</h1>;
}
