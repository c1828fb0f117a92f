// CSS Modules typing for tsc (Rsbuild and vitest compile them at build/test time).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
