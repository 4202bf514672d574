// Tailwind v4 prefixes vendor properties itself (Lightning CSS), so autoprefixer is not needed.
const config = {
  plugins: { '@tailwindcss/postcss': {} },
};

export default config;
