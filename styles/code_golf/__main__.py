import os,re,sys,styles.process as P;P.guard();E=lambda c,m:(sys.stderr.buffer.write(os.fsencode(m+"\n")),sys.exit(c));sys.argv[1:]or E(1,"usage: python -m styles.code_golf BOARD.cfg");p=sys.argv[1]
try:re.search(r"[^/]\.cfg\Z",p,2)or E(2,f"error: {p}: invalid file name");os.stat(p);os.path.isfile(p)or E(2,f"error: {p}: not a regular file");d=open(p,"rb").read(421)
except OSError as e:c=isinstance(e,(FileNotFoundError,NotADirectoryError));E(2-c,f"error: {p}: "+["cannot read","no such file"][c])
L=d[:-1].split(b"\n");h,w=len(L),len(L[0]);(d[-1:]!=b"\n"or d.translate(None,b".*\n")or{*map(len,L)}!={w}or w<1 or max(h,w)>20 or h*w<2 or b"."not in d)and E(2,f"error: {p}: invalid board")
M={(r,c)for r in range(h)for c in range(w)if L[r][c]==42};O=set();F=set();A=lambda r,c:[(i,j)for i in range(r-1,r+2)for j in range(c-1,c+2)if 0<=i<h and 0<=j<w]
N={(r,c):sum(q in M for q in A(r,c))for r in range(h)for c in range(w)};s=lambda a,b,c:a+b.join(["───"]*w)+c+"\n";k=lambda x:len(x:=x.lstrip(b"0"))<3 and int(b"0"+x)
Y=lambda q:"*"if m=="You Lost!"and q in M else str(N[q]or"▓")if q in O else"¶"if q in F else" ";R=lambda t:(t:=t-O)and[O.update(t),F.difference_update(t),R({n for x in t if N[x]<1 for n in A(*x)})]
B=lambda:s(*"┌┬┐")+s(*"├┼┤").join("│"+"│".join(f" {Y((r,c))} "for c in range(w))+"│\n"for r in range(h))+s(*"└┴┘");I="The provided input is not valid!";m=""
P=lambda x:(sys.stdout.buffer.write((B()+f"╔{'═'*(W:=max(4*w-1,len(m)))}╗\n║{m:{W}}║\n╚{'═'*W}╝\n{x}").encode()),sys.stdout.buffer.flush());P(">")
while m in("",I):
 l=sys.stdin.buffer.readline();f=re.fullmatch(rb" *(\d+) +(\d+) +([RF]) *(\r?\n)?",l);v=f and 0<k(f[1])<=h and 0<k(f[2])<=w;q=v and(k(f[1])-1,k(f[2])-1)
 m="Not enough inputs!"if not l else I if not v else""if q in O or f[3]==b"F"and[F:=F^{q}]else"You Lost!"if q in M else[R({q})]and"You Won!"*(len(O)+len(M)==h*w);P(">"*(m in("",I)))
