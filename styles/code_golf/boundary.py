"""The process boundary (R10.2-R10.5)""";import atexit,os,sys;X=os._exit;sys.stdout or X(1);sys.stdin=sys.stdin or open(os.devnull);sys.stderr=sys.stderr or open(os.devnull,"w");H=sys.excepthook
sys.excepthook=lambda t,e,b:X(130)if t is KeyboardInterrupt else X(1)if t is BrokenPipeError else(atexit.register(X,74),print(e,file=sys.stderr),X(74))if issubclass(t,OSError)else H(t,e,b)
