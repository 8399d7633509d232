export {default as remarkLivePreview} from './remarkLivePreview';
