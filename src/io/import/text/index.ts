export { decodeBytes, decodeUtf8, type DecodedText, type TextEncoding } from './decode';
export { findJsonTail, type JsonTail } from './json-tail';
