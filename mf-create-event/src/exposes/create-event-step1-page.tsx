import { WizardStepPlaceholder } from '../features/wizard/components/wizard-step-placeholder';

export default function CreateEventStep1Page() {
  return <WizardStepPlaceholder step={1} />;
}
