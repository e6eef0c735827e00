import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { loadCreateAccountDialog } from "../../features/account-creation";
import { CREATE_ACCOUNT_PARAM } from "../../shared/navigation";

// The dialogs read the chain through TanStack Query: they load with the query provider, as pages do
// (withQueryClient), since the shell itself stays without it for the landing page's budget.
const CreateAccountDialog = lazy(async () => {
  const [Dialog, { AppQueryProvider }] = await Promise.all([
    loadCreateAccountDialog(),
    import("../query/AppQueryProvider"),
  ]);
  return {
    default: ({ onClose }: { onClose: () => void }) => (
      <AppQueryProvider>
        <Dialog onClose={onClose} />
      </AppQueryProvider>
    ),
  };
});

/** Opens the create-account flow while the URL carries ?createAccount=1; closing removes the parameter. */
export function CreateAccountSlot() {
  const [searchParams, setSearchParams] = useSearchParams();
  if (searchParams.get(CREATE_ACCOUNT_PARAM) !== "1") return null;
  const close = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_ACCOUNT_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Suspense fallback={null}>
      <CreateAccountDialog onClose={close} />
    </Suspense>
  );
}
