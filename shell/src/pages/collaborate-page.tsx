// Stub: the mf-auth engineer fills this shell screen.
export default function CollaboratePage() {
  return <h1>CollaboratePage</h1>;
}
