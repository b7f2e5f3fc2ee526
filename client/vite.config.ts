import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `source` makes the workspaces' TypeScript (e.g. @iec-bets/contracts) part of the bundle, so no build of them is needed.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // `npm run dev -w @iec-bets/client` beside `npm start`: the page and the API share an origin through this proxy.
    proxy: {
      '/api': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
