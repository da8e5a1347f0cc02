export const E2E_EMAILJS: Record<string, string>;
export const E2E_SITE: Record<string, string>;
export const E2E_EXCHANGE_RATE: {
  EXCHANGE_RATE_PEN: string;
  EXCHANGE_RATE_DATE: string;
  EXCHANGE_RATE_EUR: string;
  EXCHANGE_RATE_EUR_DATE: string;
};
export const E2E_BUILD_ENV: Record<string, string> & { OUT_DIR: string };
export const E2E_NEXT_DEPLOY_ENV: Record<string, string> & { OUT_DIR: string };
export const NEXT_DEPLOY_STATUS_FILE: string;
