import { existsSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers of src/, lowest first: each imports only from the layers before it, never from
// those after (README, "Layers"). Tests and their helpers (src/testing) may reach any layer.
const LAYERS = [
  ['domain', 'the spec’s rules as pure TypeScript'],
  ['lib', 'helpers with no feature of their own'],
  ['islands', 'the first load: islands and event replay'],
  ['components', 'shared, feature-free pieces of UI'],
  ['store', 'the store as the features use it: its state, hooks and persistence'],
  ['features', 'one folder per part of the product'],
  ['app', 'the shell: the store composed from the features, theme, routes and providers'],
  ['entry', 'the files the build starts from'],
];
const layerZones = LAYERS.flatMap(([layer], index) =>
  LAYERS.slice(index + 1).map(([above]) => ({
    target: `./src/${layer}`,
    from: `./src/${above}`,
    message: `${layer}/ sits below ${above}/ (${LAYERS.find(([name]) => name === above)[1]}): ask for what you need through a slot the lower layer declares.`,
  })),
);

// What each feature offers the others; the rest of a feature is its own. The app and the
// entry compose features and may take any part of them.
const FEATURE_PUBLIC = {
  checkout: [
    'purchaseSlice.ts',
    'purchaseConfirmation.ts',
    'purchaseNotice.ts',
    'loadCheckoutPage.ts',
  ],
  complaints: ['ComplaintsBookButton.tsx'],
  contact: ['ContactForm.tsx'],
  landing: [],
  myCover: ['MyCoverButton.tsx'],
  quotePage: [
    'selectedPlanSlice.ts',
    'tripSummary.ts',
    'PlanAndTripRows.tsx',
    'PriceDetails.tsx',
    'quoteLoading.ts',
    'loadQuotePage.ts',
  ],
  quote: [
    'quoteSlice.ts',
    'QuoteForm.tsx',
    'useQuoteSendMeans.ts',
    'quoteLink.ts',
    'useQuoteLink.ts',
    'quoteFormValues.ts',
  ],
  toast: ['toastSlice.ts', 'earlyToast.ts'],
};
// A file named here that no longer exists would leave its zone guarding nothing: say so at once.
for (const [feature, offered] of Object.entries(FEATURE_PUBLIC)) {
  for (const file of offered) {
    if (!existsSync(new URL(`./src/features/${feature}/${file}`, import.meta.url))) {
      throw new Error(`FEATURE_PUBLIC names src/features/${feature}/${file}, which is not there.`);
    }
  }
}
const featureZones = Object.keys(FEATURE_PUBLIC).flatMap((feature) =>
  Object.entries(FEATURE_PUBLIC)
    .filter(([other]) => other !== feature)
    .map(([other, offered]) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: offered.map((file) => `./${file}`),
      message: `features/${other} offers other features only ${offered.join(', ') || 'nothing'} (FEATURE_PUBLIC in eslint.config.mjs).`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-e2e/',
      'dist-e2e-next/',
      'reports/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.lighthouseci/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    // The layers point one way, and no import circle anywhere.
    files: ['src/**/*.{ts,tsx,js,cjs}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the modules it follows (for no-cycle): TypeScript's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx,js}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    // Inlined into the prerendered pages: plain browser JavaScript.
    files: [
      'src/islands/eventReplay.js',
      'src/islands/askForEntry.js',
      'src/features/quote/dateLimits.js',
    ],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['scripts/**', 'tests/**', '*.{js,cjs,mjs,ts}', 'src/testing/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The table of pages: CommonJS, which the build's configuration requires (its own header).
    files: ['src/app/pageTable.cjs'],
    languageOptions: { globals: globals.commonjs },
  },
  prettier,
);
