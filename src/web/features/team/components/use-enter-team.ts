import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@web/app/paths';
import { notifySuccess } from '@web/ui/notify';

/**
 * After joining or switching to another team: everything cached belonged to the previous team,
 * so the cache is emptied, the user is told (`message`) and starts again on the dashboard.
 */
export function useEnterTeam() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string) => {
    await queryClient.cancelQueries();
    queryClient.clear();
    notifySuccess(message);
    await navigate(paths.dashboard);
  };
}
