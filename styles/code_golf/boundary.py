"""The process boundary: streams closed from the start (R10.4); a reader gone (R10.2) exits 1 and Ctrl-C 130 (R10.3)""";import os,sys;sys.stdout or sys.exit(1);sys.stdin=sys.stdin or open(os.devnull)
sys.stderr=sys.stderr or open(os.devnull,"w");H=sys.excepthook;sys.excepthook=lambda t,e,b:os._exit(130 if t is KeyboardInterrupt else 1)if t in(KeyboardInterrupt,BrokenPipeError)else H(t,e,b)
