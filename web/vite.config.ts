import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: './web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});
