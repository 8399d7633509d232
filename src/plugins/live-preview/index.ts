export {default as remarkLivePreview} from './remarkLivePreview';
export {renderLivePreview} from './render';
