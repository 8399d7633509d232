export {OperationArguments, OperationReturnType, OperationSignature} from './Operation';
export {default as TypeEntry} from './TypeEntry';
export {default as OperationList} from './OperationList';
