import { useNavigate } from 'react-router';
import { BackIcon } from '../icons/back';
import { IconButton } from './icon-button';

export interface BackButtonProps {
  /** Route to go to (use `paths` from @quadra/contracts), or -1 for browser history back. */
  to?: string | number;
  /** Called instead of navigating. */
  onBack?: () => void;
  label?: string;
}

/** 'Voltar' icon button. With `to` it needs a react-router context; with `onBack` it does not. */
export function BackButton({ to, onBack, label = 'Voltar' }: BackButtonProps) {
  if (onBack) return <IconButton label={label} icon={<BackIcon size={22} />} onClick={onBack} />;
  return <RouterBackButton to={to ?? -1} label={label} />;
}

function RouterBackButton({ to, label }: { to: string | number; label: string }) {
  const navigate = useNavigate();
  return (
    <IconButton
      label={label}
      icon={<BackIcon size={22} />}
      onClick={() => {
        if (typeof to === 'number') void navigate(to);
        else void navigate(to);
      }}
    />
  );
}
