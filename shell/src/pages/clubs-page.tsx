// Stub: the mf-auth engineer fills this shell screen.
export default function ClubsPage() {
  return <h1>ClubsPage</h1>;
}
