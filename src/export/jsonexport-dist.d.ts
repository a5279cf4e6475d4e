// jsonexport's browser build (the one react-admin uses): the package's main file needs Node's streams.
declare module 'jsonexport/dist/index.js' {
  import jsonexport from 'jsonexport';
  export default jsonexport;
}
