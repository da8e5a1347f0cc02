import { expect, test } from '@playwright/test';

test('the landing page loads, and /quote without a stored quote goes back to it', async ({
  page,
}) => {
  await page.goto('/quote');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
