import { WizardStepPlaceholder } from '../features/wizard/components/wizard-step-placeholder';

export default function CreateEventStep4Page() {
  return <WizardStepPlaceholder step={4} />;
}
