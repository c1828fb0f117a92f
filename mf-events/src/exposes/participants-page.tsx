// Stub so the remote builds; the owning team replaces it.
export default function ParticipantsPage() {
  return <h1>ParticipantsPage</h1>;
}
