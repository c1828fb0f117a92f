export default function EditEventPage() {
  return null;
}
