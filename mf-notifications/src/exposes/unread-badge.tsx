// Stub so the remote builds; the owning team replaces it.
export default function UnreadBadge() {
  return <h1>UnreadBadge</h1>;
}
