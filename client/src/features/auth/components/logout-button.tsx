import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const toast = useToast();
  const navigate = useNavigate();
  const logout = useLogout({
    onLoggedOut: () => {
      toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
      navigate('/');
    },
    onError: (error) => toast({ title: 'Logout Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
  });
  return (
    <button
      type="button"
      className="button secondary"
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      Logout
    </button>
  );
}
