"""The process boundary: streams closed from the start (R10.4); a reader gone exits 1 (R10.2), a stream failing 74 (R10.5), Ctrl-C 130 (R10.3)""";import io,os,sys
def g(m):
 def f(s,d):
  try:return m(s,d)
  except BrokenPipeError:os._exit(1)
  except OSError as e:
   try:os.write(2,f"code_golf: {e.strerror}\n".encode())
   finally:os._exit(74)
 return f
R=type("R",(io.FileIO,),{"readinto":g(io.FileIO.readinto),"write":g(io.FileIO.write)});T=io.TextIOWrapper;sys.stdout or sys.exit(1)
if not(os.name=="nt"and sys.stdout.isatty()):sys.stdout=T(io.BufferedWriter(R(1,"w",closefd=False)),sys.stdout.encoding,newline="\n");sys.stdin=sys.stdin and T(io.BufferedReader(R(0,closefd=False)),newline="\n")
sys.stdin=sys.stdin or open(os.devnull);sys.stderr=sys.stderr or open(os.devnull,"w",errors="backslashreplace");H=sys.excepthook;sys.excepthook=lambda t,e,b:os._exit(130)if t is KeyboardInterrupt else H(t,e,b)
