import { type SignedTransaction, type TransactionSigner, transactionBody } from "@ux/core/chainClient";
import { type AnyAction, Serializer, type Session } from "@wharfkit/session";
import { t } from "../../../shared/i18n/translate";

/**
 * Signs with a WharfKit session (Anchor or a devnet key) without broadcasting: the submission path sends
 * and confirms itself. The header arrives filled in (3 blocks behind, 360 s), and WharfKit keeps a header
 * that already has TaPoS; it only encodes the actions against the contracts' ABIs.
 */
export function wharfkitSigner(session: Session): TransactionSigner {
  return {
    async sign(header, actions): Promise<SignedTransaction> {
      const result = await session.transact(
        { transaction: transactionBody(header, actions as unknown as AnyAction[]) },
        { broadcast: false },
      );
      const transaction = result.resolved?.transaction;
      if (transaction === undefined) throw new Error(t("The wallet returned no transaction"));
      return {
        id: String(transaction.id),
        packedTrx: Serializer.encode({ object: transaction }).hexString,
        signatures: result.signatures.map(String),
      };
    },
  };
}
