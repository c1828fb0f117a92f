// Stub: the mf-auth engineer fills this shell screen.
export default function MapPage() {
  return <h1>MapPage</h1>;
}
