/**
 * The landing page's 'Create account' opens the create-account flow over /home through this query
 * parameter, so the flow has a URL and the Back button closes it.
 */
export const CREATE_ACCOUNT_PARAM = "createAccount";
export const CREATE_ACCOUNT_PATH = `/home?${CREATE_ACCOUNT_PARAM}=1`;
