// Stub: the mf-auth engineer fills this shell screen.
export default function SettingsPage() {
  return <h1>SettingsPage</h1>;
}
