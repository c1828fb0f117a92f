// Stub so the remote builds; the owning team replaces it.
export default function ProfilePage() {
  return <h1>ProfilePage</h1>;
}
