import { USER_REJECTED_SIGNATURE } from "@ux/core/chainClient";
import {
  AbstractUserInterface,
  type Cancelable,
  Canceled,
  type CreateAccountContext,
  cancelable,
  type LocaleDefinitions,
  type LoginContext,
  type PromptArgs,
  type PromptResponse,
  type UserInterfaceAccountCreationResponse,
  type UserInterfaceLoginResponse,
  type UserInterfaceTranslateOptions,
} from "@wharfkit/session";
import { clearWalletPrompt, showWalletPrompt, type WalletPrompt } from "../walletPromptStore";

/**
 * WharfKit's UserInterface for our own React UI: the app chooses chain, wallet and permission itself, so
 * login() only confirms what was chosen; a plugin's prompts (Anchor's link and signing request) go to the
 * wallet prompt dialog, and closing that dialog cancels the request as a refusal.
 */
export class AppUserInterface extends AbstractUserInterface {
  async login(context: LoginContext): Promise<UserInterfaceLoginResponse> {
    return {
      walletPluginIndex: context.walletPluginIndex ?? 0,
      ...(context.chain ? { chainId: context.chain.id } : {}),
      ...(context.permissionLevel ? { permissionLevel: context.permissionLevel } : {}),
    };
  }

  async onError(): Promise<void> {}
  async onAccountCreate(_context: CreateAccountContext): Promise<UserInterfaceAccountCreationResponse> {
    throw new Error("account creation goes through the product's own flow");
  }
  async onAccountCreateComplete(): Promise<void> {}
  async onLogin(): Promise<void> {}
  async onLoginComplete(): Promise<void> {
    clearWalletPrompt();
  }
  async onTransact(): Promise<void> {}
  async onTransactComplete(): Promise<void> {
    clearWalletPrompt();
  }
  async onSign(): Promise<void> {}
  async onSignComplete(): Promise<void> {
    clearWalletPrompt();
  }
  async onBroadcast(): Promise<void> {}
  async onBroadcastComplete(): Promise<void> {}
  status(): void {}

  prompt(args: PromptArgs): Cancelable<PromptResponse> {
    let shown: WalletPrompt | undefined;
    let rejectPrompt: (reason: unknown) => void = () => {};
    const answer = new Promise<PromptResponse>((_resolve, reject) => {
      rejectPrompt = reject;
      shown = {
        title: args.title,
        ...(args.body === undefined ? {} : { body: args.body }),
        elements: args.elements,
        onClose: () => {
          clearWalletPrompt(shown);
          reject(new Canceled(USER_REJECTED_SIGNATURE));
        },
      };
      showWalletPrompt(shown);
    });
    return cancelable(answer, (canceled) => {
      clearWalletPrompt(shown);
      rejectPrompt(canceled);
    });
  }

  override translate(key: string, options?: UserInterfaceTranslateOptions): string {
    return options?.default ?? key;
  }

  /**
   * WharfKit hands every wallet plugin's translations to the UI before login and before each signature;
   * the base class throws there, which failed every transaction. The app's texts are English only and
   * translate() falls back to the plugin's default text, so there is nothing to keep.
   */
  override addTranslations(_translations: LocaleDefinitions): void {}
}
