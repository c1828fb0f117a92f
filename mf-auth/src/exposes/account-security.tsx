import { AccountSecurity } from '../features/account-security/components/account-security';

export default function AccountSecurityWidget() {
  return <AccountSecurity />;
}
