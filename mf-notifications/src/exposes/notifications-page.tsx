// Stub so the remote builds; the owning team replaces it.
export default function NotificationsPage() {
  return <h1>NotificationsPage</h1>;
}
