// A zip of text files: in io (workers write them too); here for the UI's lazy chunks that use it.
export { zipTexts } from '../../io/export/zip-texts';
