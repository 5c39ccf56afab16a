// Jest stand-in for stylesheets imported by components (Vite bundles the real ones).
module.exports = {};
