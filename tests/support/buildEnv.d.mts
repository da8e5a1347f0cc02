export const E2E_EMAILJS: Record<string, string>;
export const E2E_SITE: Record<string, string>;
export const E2E_BUILD_ENV: Record<string, string> & { OUT_DIR: string };
export const E2E_NEXT_DEPLOY_ENV: Record<string, string> & { OUT_DIR: string };
