import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import { config as loadDotenv } from 'dotenv';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

loadDotenv({ quiet: true });

// Contract section 5: the build-time settings the site reads from process.env.
const PUBLIC_ENV = [
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_ORIGIN',
  'SITE_PHONE',
  'SITE_EMAIL',
  'WHATSAPP_NUMBER',
] as const;

export const outputDir = path.resolve(__dirname, process.env.OUT_DIR ?? 'dist');

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  const devServer: DevServerConfiguration = {
    historyApiFallback: true,
    hot: true,
    port: Number(process.env.PORT ?? 3000),
  };
  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: outputDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [{ test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' }],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          PUBLIC_ENV.map((name) => [
            `process.env.${name}`,
            JSON.stringify(process.env[name] ?? ''),
          ]),
        ),
      ),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
    ],
    performance: { hints: false },
    devServer,
  };
};
