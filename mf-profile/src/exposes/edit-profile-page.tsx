// Stub so the remote builds; the owning team replaces it.
export default function EditProfilePage() {
  return <h1>EditProfilePage</h1>;
}
